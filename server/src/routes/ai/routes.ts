/**
 * `POST /lecturers/v2/{kind}/{id}/ai`: the writing assistant drafts text for a course or ebook (an
 * outline, lecture summaries) through the configured provider. Without one it answers 400 saying
 * so, never made-up text. Needs the `chapters` permission.
 */
import { aiContract } from '../../contract/chapters.ts';

import { providerFromEnv } from '../../ai/configured.ts';
import { AssistantError } from '../../ai/provider.ts';
import { afterTransaction } from '../../http/after-transaction.ts';
import { badRequest } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { requirePermission } from '../../items/access.ts';
import { itemWriteAccess, openItem } from '../../items/routing.ts';
import { readChapters, structureKinds } from '../../structure/read.ts';

/** Declared routes of the assistant. */
export const aiRoutes: readonly RouteSpec[] = structureKinds.map((kind) =>
  defineRoute({
    operation: aiContract.draft,
    kind,
    summary:
      "Draft text for this item with the writing assistant: task outline (chapters with lectures) or summaries (of its lectures), in the request's language, with the lecturer's prompt. 400 when no assistant is configured on the server or it does not answer. Needs the chapters permission.",
    tag: 'lectures',
    access: itemWriteAccess,
    handler: async ({ tx, env, viewer, role, locale, params, body }) => {
      const access = await openItem(tx, viewer, role, kind, params.id, new Date());
      requirePermission(access, 'chapters');
      const provider = providerFromEnv(env);
      if (!provider) throw badRequest('assistant.notConfigured');
      const chapters = await readChapters(tx, env, access.item.id);
      const request = {
        locale,
        title: access.item.title,
        subtitle: access.item.subtitle,
        chapters: chapters.map((chapter) => ({
          title: chapter.title,
          lectures: chapter.lectures.map((lecture) => lecture.title),
        })),
        prompt: body.prompt ?? '',
      };
      // The provider may take seconds: it is asked once the reads are done and committed.
      return afterTransaction(async () => {
        try {
          return { text: await provider.draft(body.task, request), provider: provider.name };
        } catch (error) {
          if (error instanceof AssistantError) throw badRequest('assistant.failed');
          throw error;
        }
      });
    },
  }),
);
