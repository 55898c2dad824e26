import { type ReactNode, useState } from 'react';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

interface QueueListProps<Item> {
  /** undefined while loading: nothing is shown yet. */
  items: Item[] | undefined;
  emptyText: string;
  children: (item: Item) => ReactNode;
}

/** A moderation queue: one card per item waiting for a decision, or why there is none. */
export function QueueList<Item extends { id: string }>({
  items,
  emptyText,
  children,
}: QueueListProps<Item>) {
  return (
    <>
      {items?.length === 0 ? <p className="text-muted-foreground">{emptyText}</p> : null}
      <ul className="grid gap-4">
        {items?.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
    </>
  );
}

interface DecisionControlsProps {
  /** id of the reason box. */
  reasonId: string;
  labels: { accept: string; reason: string; reject: string };
  pending: boolean;
  onDecide: (decision: 'accept' | 'reject', reason: string) => void;
}

/** Accept, or reject with a reason (required for a rejection, which its author is told). */
export function DecisionControls({ reasonId, labels, pending, onDecide }: DecisionControlsProps) {
  const [reason, setReason] = useState('');
  return (
    <>
      <Button disabled={pending} onClick={() => onDecide('accept', reason)}>
        {labels.accept}
      </Button>
      <div className="grid gap-1">
        <Label htmlFor={reasonId}>{labels.reason}</Label>
        <Input
          id={reasonId}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <Button
        variant="outline"
        disabled={pending || reason.trim() === ''}
        onClick={() => onDecide('reject', reason)}
      >
        {labels.reject}
      </Button>
    </>
  );
}
