import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';

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
    <div className={cn('relative w-full sm:max-w-sm', className)}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder ?? label}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
        autoComplete="off"
      />
    </div>
  );
}
