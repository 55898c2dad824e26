/**
 * The photo of a directory record (a doctor, a clinic) as the back office replaces it: the
 * record must exist before the upload is processed; the new URL and its audit entry are written
 * in one transaction; the replaced photo's files go once that is committed (see replaceImage).
 */
import { auditAs } from '../audit/audit';
import type { Db, DbOrTx } from '../db/client';
import type { UserContext } from '../http/context';
import { notFound } from '../http/errors';
import { type ImageKind, replaceImage } from './images';
import type { Storage } from './storage';

export interface RecordImage {
  image: ImageKind;
  /** The record's name in audit actions and metadata: `doctor` gives `doctor.image_updated`. */
  entity: 'doctor' | 'clinic';
  /** The record's name in the not-found error: `Doctor`. */
  label: string;
  /** The audit entry's description: `Doctor photo replaced`. */
  description: string;
  /** The record's image URL; undefined when there is no such record. */
  imageOf(db: DbOrTx, id: string): Promise<string | null | undefined>;
  setImage(tx: DbOrTx, id: string, url: string | null): Promise<unknown>;
}

export async function replaceRecordImage(
  db: Db,
  storage: Storage,
  ctx: UserContext,
  record: RecordImage,
  id: string,
  bytes: Buffer,
) {
  if ((await record.imageOf(db, id)) === undefined) throw notFound(record.label);
  const image_url = await replaceImage(storage, record.image, bytes, (url) =>
    db.transaction(async (tx) => {
      const replaced = await record.imageOf(tx, id);
      if (replaced === undefined) throw notFound(record.label);
      await record.setImage(tx, id, url);
      await auditAs(tx, ctx, {
        action: `${record.entity}.image_updated`,
        description: record.description,
        metadata: { [`${record.entity}_id`]: id },
      });
      return replaced;
    }),
  );
  return { image_url };
}
