import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DeferredSelect } from './deferred-select';

function Sort({ initial = 'name' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="sort">Sort by</label>
      <DeferredSelect
        id="sort"
        value={value}
        onValueChange={setValue}
        options={[
          { value: 'name', label: 'Name' },
          { value: 'rating', label: 'Rating' },
        ]}
        groups={[{ label: 'More', options: [{ value: 'reviews', label: 'Reviews' }] }]}
        placeholder="Loading"
      />
    </>
  );
}

describe('DeferredSelect', () => {
  it('shows the chosen option on its stand-in, and opens and picks with the pointer', async () => {
    const user = userEvent.setup();
    render(<Sort />);

    const standIn = screen.getByRole('combobox', { name: 'Sort by' });
    expect(standIn).toHaveTextContent('Name');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');

    await user.click(standIn);
    await user.click(await screen.findByRole('option', { name: 'Reviews' }));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Reviews');
  });

  it('opens from the keyboard even when the key beats its code', async () => {
    const user = userEvent.setup();
    render(<Sort initial="rating" />);

    const standIn = screen.getByRole('combobox', { name: 'Sort by' });
    act(() => {
      standIn.focus();
      fireEvent.keyDown(standIn, { key: 'ArrowDown' });
    });

    // The real select opens as from the keyboard: the chosen option has the focus.
    await waitFor(() => expect(screen.getByRole('option', { name: 'Rating' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Reviews');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();
  });

  it('shows the placeholder for an empty value, and nothing for a value it does not list', () => {
    const { unmount } = render(<Sort initial="" />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Loading');
    unmount();
    render(<Sort initial="clinic:unknown" />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('');
  });
});
