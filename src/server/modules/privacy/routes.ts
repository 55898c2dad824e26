import { contract } from '../../../shared/api';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { requireViewer } from '../../http/context';
import { chosenLanguage } from '../../http/language';
import { rateLimit } from '../../http/rate-limit';
import { limit } from '../../http/rate-limits';
import type { ApiRouter } from '../../http/router';
import type { Storage } from '../../storage/storage';
import { eraseAccount } from './deletion';
import { buildExport } from './export';
import { exportHtml } from './export-html';
import { reauthenticate, withdrawReview } from './service';

const endpoints = contract.privacy;

export function registerPrivacyRoutes(
  router: ApiRouter,
  db: Db,
  deps: { auth: Auth; storage: Storage },
) {
  // Both formats share one budget: an export reads everything about the account.
  const exportLimit = rateLimit(db, (c) => [limit('data-export:user', requireViewer(c).userId)]);
  const attachment = (name: string) => `attachment; filename="${name}"`;

  router.handle(
    endpoints.exportData,
    async ({ ctx, c }) => {
      c.header('Content-Disposition', attachment('my-data.json'));
      return buildExport(db, ctx, 'json');
    },
    { middleware: [exportLimit] },
  );

  router.handle(
    endpoints.exportDataHtml,
    async ({ ctx, c, query }) => {
      const data = await buildExport(db, ctx, 'html');
      c.header('Content-Disposition', attachment('my-data.html'));
      // The reader's language: the one the request asks for (the site's), else the profile's.
      const language =
        query.lang ?? chosenLanguage(c) ?? (data.profile.language === 'en' ? 'en' : 'vi');
      return c.html(exportHtml(data, language));
    },
    { middleware: [exportLimit] },
  );

  router.handle(
    endpoints.closeAccount,
    async ({ body, ctx }) => {
      const { userId } = ctx.viewer;
      await reauthenticate(db, deps.auth, userId, body.password, body.code);
      await eraseAccount(db, deps.storage, {
        userId,
        reviews: body.reviews,
        actorId: userId,
        ip: ctx.ip,
        secret: (await deps.auth.$context).secret,
      });
      // The sessions went with the account, so the browser's cookie no longer opens anything.
      return undefined;
    },
    {
      middleware: [rateLimit(db, (c) => [limit('close-account:user', requireViewer(c).userId)])],
    },
  );

  router.handle(endpoints.withdrawReview, async ({ params, ctx }) => {
    await withdrawReview(db, ctx, params.id);
    return { status: 'withdrawn' as const };
  });
}
