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

/** Lucide's star (24 × 24, drawn with a 2-unit round stroke), as the radio stars use. */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
/** A star's box and the space after it, in the strip's units. */
const STAR_BOX = 24;
const STAR_GAP = 3;
const STRIP_WIDTH = RATING_MAX * STAR_BOX + (RATING_MAX - 1) * STAR_GAP;
/** The strip's size for each star size: the star's height, five stars and their gaps wide. */
const STRIP_SIZE: Record<StarSize, string> = {
  sm: 'h-4 w-[5.5rem]',
  md: 'h-5 w-[6.875rem]',
  lg: 'h-7 w-[9.625rem]',
};

/** How far the filled stars reach along the strip: whole stars and their gaps, then a part. */
function filledWidth(value: number): number {
  const clamped = Math.min(RATING_MAX, Math.max(0, value));
  const whole = Math.floor(clamped);
  const part = clamped - whole;
  const width =
    whole * (STAR_BOX + STAR_GAP) + part * STAR_BOX - (whole === RATING_MAX ? STAR_GAP : 0);
  return Math.round(width * 100) / 100;
}

function StarRow() {
  return STARS.map((star) => (
    <path key={star} d={STAR_PATH} transform={`translate(${(star - 1) * (STAR_BOX + STAR_GAP)})`} />
  ));
}

/**
 * One drawing for the five stars (outlines, with the filled stars over them up to the value) rather
 * than ten icons: pages show a rating per doctor and per review, and every element is work for the
 * browser and for hydration.
 */
function ReadOnlyStarRating({ value, size = 'md', className, label }: ReadOnlyStarRatingProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const summary = label ?? t('rating.summary', { value: format.rating(value), max: RATING_MAX });
  const filled = filledWidth(value);
  return (
    <span
      data-slot="star-rating"
      role="img"
      aria-label={summary}
      className={cn('inline-flex items-center', className)}
    >
      <svg
        viewBox={`0 0 ${STRIP_WIDTH} ${STAR_BOX}`}
        className={cn('shrink-0 overflow-visible', STRIP_SIZE[size])}
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <g className="text-star-empty">
          <StarRow />
        </g>
        {filled > 0 ? (
          // A nested drawing clips what it holds to its own width: the filled part of the row.
          <svg
            width={filled}
            height={STAR_BOX}
            className="fill-star text-star-stroke"
            aria-hidden="true"
          >
            <StarRow />
          </svg>
        ) : null}
      </svg>
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
