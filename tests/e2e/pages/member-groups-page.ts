import type { Locator, Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { testOrigins } from '../fixtures.ts';
import { ShellPage } from './shell-page.ts';

/** The member group screens: the list, creating a group, a group's edit and members modes. */
export class MemberGroupsPage extends ShellPage {
  constructor(page: Page, locale: Locale = 'zh-TW') {
    super(page, locale);
  }

  /** Opens the groups list and waits for it. */
  async openList(): Promise<void> {
    await this.open(`${testOrigins.admin}/${this.locale}/member-groups`);
    await this.waitForScreen();
  }

  get createLink(): Locator {
    return this.main.getByRole('link', { name: this.t('memberGroups.list.create') }).first();
  }

  get name(): Locator {
    return this.field(this.t('memberGroups.form.name'));
  }

  get description(): Locator {
    return this.field(this.t('memberGroups.form.description'));
  }

  get save(): Locator {
    return this.button(this.t('memberGroups.form.save'));
  }

  get membersTable(): Locator {
    return this.main.getByRole('table', { name: this.t('memberGroups.members.caption') });
  }

  get pasteOpen(): Locator {
    return this.button(this.t('memberGroups.paste.open'));
  }

  /** The paste dialog. */
  get pasteDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.t('memberGroups.paste.heading') });
  }

  get pasted(): Locator {
    return this.pasteDialog.getByLabel(this.t('memberGroups.paste.emails'), { exact: true });
  }

  get pasteSubmit(): Locator {
    return this.pasteDialog.getByRole('button', {
      name: this.t('memberGroups.paste.submit'),
      exact: true,
    });
  }

  get pasteClose(): Locator {
    return this.pasteDialog.getByRole('button', {
      name: this.t('memberGroups.paste.close'),
      exact: true,
    });
  }

  /** A list of the paste's outcome: added, already in, or unknown. */
  outcome(kind: 'addedList' | 'alreadyList' | 'unknownList'): Locator {
    return this.pasteDialog.getByRole('list', { name: this.t(`memberGroups.paste.${kind}`) });
  }

  /** The link of a mode of the group. */
  modeLink(mode: 'edit' | 'members'): Locator {
    return this.main.getByRole('link', { name: this.t(`memberGroups.mode.${mode}`), exact: true });
  }

  /** The remove button of a member's row. */
  removeButton(name: string): Locator {
    return this.membersTable.getByRole('button', {
      name: this.t('memberGroups.remove.label', { name }),
    });
  }
}
