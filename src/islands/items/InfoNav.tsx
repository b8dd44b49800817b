import { useStore } from '@nanostores/react';
import type { ItemKind } from '../../../server/src/contract/items.ts';
import { infoScreensOf, infoScreenUrl, type InfoScreen } from '../../routes/item-urls.ts';
import { $i18n } from '../../stores/i18n.ts';
import { useT } from '../use-t.ts';

const screenLabels: Readonly<Record<InfoScreen, string>> = {
  basic: 'items.basic.nav.basic',
  introduction: 'items.basic.nav.introduction',
  material: 'items.basic.nav.material',
  student: 'items.basic.nav.student',
};

interface Props {
  readonly kind: ItemKind;
  /** The item's id, or null for a new item (only its basic screen exists yet). */
  readonly id: number | null;
  readonly current: InfoScreen;
}

/** Links between an item's info screens (basic, introduction, material, student). */
export function InfoNav({ kind, id, current }: Props) {
  const t = useT();
  const { locale } = useStore($i18n);
  return (
    <nav className="info-nav" aria-label={t('items.basic.nav.label')}>
      <ul>
        {infoScreensOf(kind).map((screen) => (
          <li key={screen}>
            {id === null && screen !== 'basic' ? (
              <span className="info-nav__link" aria-disabled="true">
                {t(screenLabels[screen])}
              </span>
            ) : (
              <a
                className="info-nav__link"
                href={infoScreenUrl(locale, kind, id ?? 'create', screen)}
                aria-current={screen === current ? 'page' : undefined}
              >
                {t(screenLabels[screen])}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
