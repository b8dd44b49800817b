import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  addChosenMembers,
  candidatesLoader,
  pickerForm,
  searchCandidates,
  toggleCandidate,
} from '../../stores/member-groups/members.ts';
import { errorAttributes, FieldError } from '../form/FieldError.tsx';
import { SearchField, SearchForm } from '../form/SearchForm.tsx';
import { useForm } from '../form/use-form.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';

/**
 * Adding members by search: members found by name or e-mail (those already in the group marked
 * and not choosable), the ones chosen, and the add button; an empty choice shows the server's
 * 'no member chosen' at the field.
 */
export function MemberPicker({ groupId }: { readonly groupId: number }) {
  const t = useT();
  const { values, errors, saving } = useForm(pickerForm);
  const found = useStore(candidatesLoader.$state);
  const [keyword, setKeyword] = useState('');
  const error = errors['member_ids']?.[0];
  const chosenIds = new Set(values.member_ids.map((each) => each.id));

  useEffect(() => {
    pickerForm.reset({ member_ids: [] });
    void searchCandidates(groupId, '');
  }, [groupId]);

  return (
    <section className="group-picker" aria-labelledby="group-picker-heading">
      <h3 id="group-picker-heading">{t('memberGroups.picker.heading')}</h3>
      <SearchForm
        className="group-picker__search"
        onSearch={() => void searchCandidates(groupId, keyword)}
      >
        <SearchField
          id="group-picker-keyword"
          label={t('memberGroups.picker.keyword')}
          value={keyword}
          onValue={setKeyword}
        />
        <button type="submit" className="button">
          {t('memberGroups.list.search')}
        </button>
      </SearchForm>
      <fieldset className="field group-picker__found" {...errorAttributes('group-picker', error)}>
        <legend>{t('memberGroups.picker.found')}</legend>
        <LoadState
          state={found}
          onRetry={() => void candidatesLoader.retry()}
          skeleton="list"
          isEmpty={(answer) => answer.data.length === 0}
          empty={{ title: t('memberGroups.picker.none') }}
        >
          {(answer) => (
            <ul className="group-picker__list">
              {answer.data.map((candidate) => (
                <li key={candidate.id} className="field--check">
                  <input
                    id={`group-candidate-${candidate.id}`}
                    type="checkbox"
                    disabled={candidate.in_group}
                    checked={candidate.in_group || chosenIds.has(candidate.id)}
                    onChange={(event) => toggleCandidate(candidate, event.target.checked)}
                  />
                  <label htmlFor={`group-candidate-${candidate.id}`}>
                    {candidate.name} <span className="group-picker__email">{candidate.email}</span>
                    {candidate.in_group && (
                      <span className="group-picker__in"> {t('memberGroups.picker.inGroup')}</span>
                    )}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </LoadState>
        <FieldError id="group-picker" error={error} />
      </fieldset>
      <div className="form-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={saving}
          onClick={() => void addChosenMembers(groupId)}
        >
          {t('memberGroups.picker.add', { count: values.member_ids.length })}
        </button>
      </div>
    </section>
  );
}
