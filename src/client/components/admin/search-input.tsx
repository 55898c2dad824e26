import { Search } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/utils';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

/** A search-type input with the magnifier drawn inside it, on the left. */
function SearchBox({ className, ...props }: Omit<ComponentProps<typeof Input>, 'type'>) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input type="search" className={cn('pl-9', className)} {...props} />
    </div>
  );
}

interface SearchInputProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A labelled search box (the label is for screen readers; the icon and placeholder show it). */
export function SearchInput({ label, placeholder, value, onChange, className }: SearchInputProps) {
  const id = useId();
  return (
    <div className={cn('w-full sm:max-w-sm', className)}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <SearchBox
        id={id}
        value={value}
        placeholder={placeholder ?? label}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
      />
    </div>
  );
}

interface SearchFieldProps extends SearchInputProps {
  id: string;
}

/** A search box of a filter bar, its label shown above it like the other filters'. */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
  className,
}: SearchFieldProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <SearchBox
        id={id}
        value={value}
        placeholder={placeholder}
        maxLength={100}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
