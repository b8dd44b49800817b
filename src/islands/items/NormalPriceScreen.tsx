import { useStore } from '@nanostores/react';
import type { ItemDetail, ItemKind } from '../../../server/src/contract/items.ts';
import { readOnlyReason } from '../../stores/item.ts';
import { $pricesDisplay, pricesForm, savePrices, startPrices } from '../../stores/items/prices.ts';
import { FormField } from '../form/FormField.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';
import { MoneyPair } from './settings/MoneyPair.tsx';
import { SettingsForm } from './settings/SettingsForm.tsx';
import { ItemFrame } from '../ui/ItemFrame.tsx';

function PricesForm({ item }: { readonly item: ItemDetail }) {
  const t = useT();
  const form = useForm(pricesForm);
  const display = useStore($pricesDisplay);
  const readOnly = readOnlyReason(item, 'prices');

  return (
    <SettingsForm
      title={t('items.prices.title')}
      intro={t('items.prices.intro')}
      readOnly={readOnly}
      saving={form.saving}
      dirty={form.dirty}
      onSave={() => void savePrices(item.kind, item.id)}
    >
      <fieldset className="settings-form__fields" disabled={readOnly !== null}>
        <FormField
          id="item-price"
          label={t('items.prices.price')}
          inputMode="numeric"
          value={form.values.price}
          onValue={(value) => pricesForm.set('price', value)}
          error={form.error('price')}
        />
        <MoneyPair display={display.price} />
        <FormField
          id="item-original-price"
          label={t('items.prices.originalPrice')}
          inputMode="numeric"
          aria-describedby="item-original-price-hint"
          value={form.values.original_price}
          onValue={(value) => pricesForm.set('original_price', value)}
          error={form.error('original_price')}
        />
        <p id="item-original-price-hint" className="field__hint">
          {t('items.prices.originalPriceHint')}
        </p>
        {form.values.original_price.trim() !== '' && <MoneyPair display={display.original_price} />}
      </fieldset>
    </SettingsForm>
  );
}

/** The normal price of a course or ebook, typed in TWD and shown in TWD and USD. */
export default function NormalPriceScreen({ kind }: { readonly kind: ItemKind }) {
  return (
    <ItemFrame kind={kind} need="prices" start={startPrices}>
      {(item) => <PricesForm item={item} />}
    </ItemFrame>
  );
}
