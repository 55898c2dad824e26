import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

function RatingHarness({ initial = 0 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return <StarRating value={value} onChange={setValue} label="Chuyên môn y khoa" />;
}

function star(count: number) {
  return screen.getByRole('radio', { name: `${count} sao` });
}

describe('StarRating', () => {
  it('is a labelled radio group with nothing chosen at 0', () => {
    render(<RatingHarness />);
    expect(screen.getByRole('radiogroup', { name: 'Chuyên môn y khoa' })).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-checked', 'false');
    }
  });

  it('changes the value with the keyboard', async () => {
    const user = userEvent.setup();
    render(<RatingHarness />);

    await user.tab();
    expect(star(1)).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(star(1)).toHaveAttribute('aria-checked', 'true');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(star(3)).toHaveAttribute('aria-checked', 'true');
    expect(star(3)).toHaveFocus();
    expect(star(1)).toHaveAttribute('aria-checked', 'false');

    await user.keyboard('{ArrowLeft}');
    expect(star(2)).toHaveAttribute('aria-checked', 'true');

    await user.keyboard('{End}');
    expect(star(5)).toHaveAttribute('aria-checked', 'true');

    // Already at the top: stays at 5.
    await user.keyboard('{ArrowUp}');
    expect(star(5)).toHaveAttribute('aria-checked', 'true');

    await user.keyboard('{Home}');
    expect(star(1)).toHaveAttribute('aria-checked', 'true');
    expect(star(1)).toHaveFocus();
  });

  it('keeps only the chosen star in the tab order and selects on click', async () => {
    const user = userEvent.setup();
    render(<RatingHarness initial={2} />);

    expect(star(2)).toHaveAttribute('tabindex', '0');
    expect(star(4)).toHaveAttribute('tabindex', '-1');

    await user.click(star(4));
    expect(star(4)).toHaveAttribute('aria-checked', 'true');
    expect(star(4)).toHaveAttribute('tabindex', '0');
  });

  it('describes a read-only average in the current language', () => {
    render(<StarRating value={4.5} />);
    expect(screen.getByRole('img', { name: 'Đạt 4,5 trên 5 sao' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it.each([
    // Stars are 24 units wide with 3 between them: 4.5 fills four stars, their gaps and half a star.
    [4.5, '120'],
    [5, '132'],
    [1, '27'],
    [0.2, '4.8'],
  ])('fills the stars up to a read-only value of %s', (value, width) => {
    render(<StarRating value={value} />);
    const filled = screen.getByRole('img').querySelector('svg svg');
    expect(filled?.getAttribute('width')).toBe(width);
  });

  it('draws no filled stars for a doctor without ratings', () => {
    render(<StarRating value={0} />);
    expect(screen.getByRole('img').querySelector('svg svg')).toBeNull();
  });
});
