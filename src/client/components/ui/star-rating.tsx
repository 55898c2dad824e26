import { RATING_MAX } from '@shared/constants';
import { Star } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/format';
import { cn } from '../../lib/utils';

type StarSize = 'sm' | 'md' | 'lg';

const STAR_SIZE: Record<StarSize, string> = { sm: 'size-4', md: 'size-5', lg: 'size-7' };

/** Star values 1..RATING_MAX, doubling as stable React keys. */
const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

interface CommonProps {
  /** 0 means nothing chosen (interactive) or no ratings yet (read-only). */
  value: number;
  size?: StarSize;
  className?: string;
}

interface ReadOnlyStarRatingProps extends CommonProps {
  onChange?: undefined;
  /** Overrides the default 'Rated 4.5 out of 5 stars' description. */
  label?: string;
}

interface InteractiveStarRatingProps extends CommonProps {
  onChange: (value: number) => void;
  /** Accessible name of the radio group, e.g. the criterion being rated. */
  label: string;
  disabled?: boolean;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

export type StarRatingProps = ReadOnlyStarRatingProps | InteractiveStarRatingProps;

/** Either a read-only display with partial stars (averages), or a 1–5 radio group. */
export function StarRating(props: StarRatingProps) {
  return props.onChange ? <InteractiveStarRating {...props} /> : <ReadOnlyStarRating {...props} />;
}

function clampFill(value: number, index: number): number {
  return Math.min(1, Math.max(0, value - index));
}

function ReadOnlyStarRating({ value, size = 'md', className, label }: ReadOnlyStarRatingProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const summary = label ?? t('rating.summary', { value: format.rating(value), max: RATING_MAX });
  return (
    <span
      data-slot="star-rating"
      role="img"
      aria-label={summary}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {STARS.map((star) => {
        const fill = clampFill(value, star - 1);
        return (
          <span key={star} className={cn('relative inline-block shrink-0', STAR_SIZE[size])}>
            <Star className="absolute inset-0 size-full text-star-empty" aria-hidden="true" />
            {fill > 0 ? (
              <span
                className="absolute inset-y-0 left-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <Star
                  className={cn('fill-star text-star-stroke', STAR_SIZE[size])}
                  aria-hidden="true"
                />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}

function InteractiveStarRating({
  value,
  onChange,
  label,
  size = 'lg',
  className,
  disabled = false,
  id,
  ...aria
}: InteractiveStarRatingProps) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = hovered || value;
  // Roving tabindex: Tab lands on the chosen star, or on the first one when nothing is chosen.
  const tabStop = value >= 1 ? value : 1;

  const select = (next: number) => {
    const clamped = Math.min(RATING_MAX, Math.max(1, next));
    if (clamped !== value) onChange(clamped);
    buttons.current[clamped - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Leave modified keys (e.g. Alt+Left for browser back) to the browser.
    if (disabled || event.altKey || event.ctrlKey || event.metaKey) return;
    const keys: Record<string, number> = {
      ArrowRight: value + 1,
      ArrowUp: value + 1,
      ArrowLeft: value - 1,
      ArrowDown: value - 1,
      Home: 1,
      End: RATING_MAX,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div
      id={id}
      data-slot="star-rating"
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      onKeyDown={onKeyDown}
      onMouseLeave={() => setHovered(0)}
      className={cn('inline-flex items-center', disabled && 'opacity-50', className)}
      {...aria}
    >
      {STARS.map((star) => {
        const filled = star <= shown;
        return (
          // biome-ignore lint/a11y/useSemanticElements: native radios cannot render as stars with hover preview; this follows the ARIA radio group pattern
          <button
            key={star}
            ref={(element) => {
              buttons.current[star - 1] = element;
            }}
            type="button"
            role="radio"
            aria-checked={value === star}
            aria-label={t('rating.star', { count: star })}
            tabIndex={star === tabStop ? 0 : -1}
            disabled={disabled}
            onClick={() => select(star)}
            onMouseEnter={() => setHovered(star)}
            className="cursor-pointer rounded-sm p-0.5 transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:hover:scale-100"
          >
            <Star
              className={cn(
                STAR_SIZE[size],
                filled ? 'fill-star text-star-stroke' : 'text-star-empty',
              )}
              aria-hidden="true"
            />
          </button>
        );
      })}
    </div>
  );
}
