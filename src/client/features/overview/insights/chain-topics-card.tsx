import { chainTopicProblem, MAX_CHAIN_TOPICS, wordsFromText } from '@shared/chain-topic-rules';
import type { ChainTopic } from '@shared/chain-topics';
import { Pencil, Plus, Save, Trash2, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { serverFieldErrors } from '../../../components/admin/server-fields';
import { useValidationMessage } from '../../../components/admin/validation-message';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { translateError } from '../../../lib/api-errors';
import { useAuth } from '../../../lib/auth/auth-context';
import { toast } from '../../../lib/toast';
import { useChainTopics, useRemoveChainTopic, useSaveChainTopic } from './api';

/**
 * "What the chain adds": topics of the chain's own, found by the words an administrator gives.
 * Everyone with the figures sees them; those who manage settings change them.
 */
export function ChainTopicsCard() {
  const { t } = useTranslation();
  const { permissions } = useAuth();
  const canEdit = permissions.includes('manage_settings');
  const topics = useChainTopics();
  const [editing, setEditing] = useState<ChainTopic | 'new' | null>(null);
  const items = topics.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">{t('admin.insights.chainTopics.title')}</CardTitle>
        <CardDescription>{t('admin.insights.chainTopics.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {items.length === 0 && !topics.isPending ? (
          <p className="text-muted-foreground text-sm">{t('admin.insights.chainTopics.none')}</p>
        ) : (
          <ul className="grid gap-3">
            {items.map((topic) =>
              editing !== 'new' && editing?.id === topic.id ? (
                <li key={topic.id}>
                  <ChainTopicForm topic={topic} onDone={() => setEditing(null)} />
                </li>
              ) : (
                <ChainTopicItem
                  key={topic.id}
                  topic={topic}
                  canEdit={canEdit}
                  onEdit={() => setEditing(topic)}
                />
              ),
            )}
          </ul>
        )}
        {editing === 'new' ? <ChainTopicForm topic={null} onDone={() => setEditing(null)} /> : null}
        {canEdit && editing === null && items.length < MAX_CHAIN_TOPICS ? (
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => setEditing('new')}
          >
            <Plus aria-hidden="true" />
            {t('admin.insights.chainTopics.add')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ChainTopicItem({
  topic,
  canEdit,
  onEdit,
}: {
  topic: ChainTopic;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveChainTopic();
  const [confirming, setConfirming] = useState(false);
  const confirmRemove = () =>
    remove
      .mutateAsync(topic.id)
      .then(() => {
        setConfirming(false);
        toast.success(t('admin.insights.chainTopics.removed'));
      })
      .catch((error: unknown) =>
        toast.error(t('admin.insights.chainTopics.saveFailed'), {
          description: translateError(error),
        }),
      );
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">
          <span lang="vi">{topic.label_vi}</span>
          {topic.label_en ? (
            <span lang="en" className="text-muted-foreground">
              {' '}
              · {topic.label_en}
            </span>
          ) : null}
        </p>
        {canEdit ? (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              {t('admin.insights.chainTopics.edit')}
              <span className="sr-only"> {topic.label_vi}</span>
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" />
              {t('admin.insights.chainTopics.remove')}
              <span className="sr-only"> {topic.label_vi}</span>
            </Button>
          </div>
        ) : null}
      </div>
      <ul className="flex flex-wrap gap-1" aria-label={t('admin.insights.chainTopics.words')}>
        {topic.words.map((w) => (
          <li key={w}>
            <Badge variant="secondary">{w}</Badge>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('admin.insights.chainTopics.removeTitle', { name: topic.label_vi })}
        description={t('admin.insights.chainTopics.removeText')}
        confirmLabel={t('admin.insights.chainTopics.remove')}
        onConfirm={() => void confirmRemove()}
        pending={remove.isPending}
        destructive
      />
    </li>
  );
}

function ChainTopicForm({ topic, onDone }: { topic: ChainTopic | null; onDone: () => void }) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const save = useSaveChainTopic();
  const [values, setValues] = useState({
    label_vi: topic?.label_vi ?? '',
    label_en: topic?.label_en ?? '',
    words: topic?.words.join(', ') ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, words: wordsFromText(values.words) };
    const problem = chainTopicProblem(body);
    if (problem) {
      setErrors({ [problem.path]: problem.message });
      return;
    }
    setErrors({});
    save
      .mutateAsync({ id: topic?.id ?? null, values: body })
      .then(() => {
        toast.success(t('admin.insights.chainTopics.saved'));
        onDone();
      })
      .catch((error: unknown) => {
        setErrors(
          Object.fromEntries(
            serverFieldErrors(error).map((f) => [f.path.split('.')[0] ?? f.path, f.message]),
          ),
        );
        toast.error(t('admin.insights.chainTopics.saveFailed'), {
          description: translateError(error),
        });
      });
  };
  const prefix = topic ? `chain-topic-${topic.id}` : 'chain-topic-new';
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-busy={save.isPending}
      className="grid gap-3 rounded-lg border p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id={`${prefix}-vi`}
          label={t('admin.insights.chainTopics.labelVi')}
          error={message(errors.label_vi)}
        >
          {(control) => <Input {...control} {...field('label_vi')} lang="vi" maxLength={60} />}
        </FormField>
        <FormField
          id={`${prefix}-en`}
          label={t('admin.insights.chainTopics.labelEn')}
          error={message(errors.label_en)}
        >
          {(control) => <Input {...control} {...field('label_en')} lang="en" maxLength={60} />}
        </FormField>
      </div>
      <FormField
        id={`${prefix}-words`}
        label={t('admin.insights.chainTopics.words')}
        hint={t('admin.insights.chainTopics.wordsHint')}
        error={message(errors.words)}
      >
        {(control) => <Textarea {...control} {...field('words')} rows={3} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" />
          {t('admin.insights.chainTopics.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          <X aria-hidden="true" />
          {t('admin.insights.chainTopics.cancel')}
        </Button>
      </div>
    </form>
  );
}
