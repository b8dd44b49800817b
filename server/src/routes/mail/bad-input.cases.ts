/** Bad input on the e-mail log beyond the sweep of every write (server/src/bad-input.test.ts). */
import { expectRefused, type BadInputCases } from '../../testing/bad-input.ts';
import { MAIL, queueMail } from '../../testing/mail-log.ts';

/**
 * The sweep reaches only unknown messages. A message that is not FAILED is refused with 400 and
 * stays as it was (bad filters of the list: mail.test.ts).
 */
export const badInput: BadInputCases = {
  refusals: {
    title: 'bad input on the e-mail log',
    tests: {
      'answers 400 and changes nothing': async (api) => {
        const queued = await queueMail(api, { status: 'QUEUED' });
        const sent = await queueMail(api, { status: 'SENT' });
        const sending = await queueMail(api, { status: 'SENDING' });
        await expectRefused(
          api,
          { caller: 'admin@example.com', json: true },
          [queued, sent, sending].map((id) => ({
            method: 'POST',
            path: `${MAIL}/${id}/resend`,
            body: {},
            statuses: [400],
            field: null,
          })),
        );
      },
    },
  },
};
