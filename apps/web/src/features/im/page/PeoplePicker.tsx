import type { ImPerson } from '@questline/contract';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imApi } from '../../../api/im';
import { useChatController } from './useChat';

/** People the caller may message, found by name as they type (the server answers only those). */
export function usePeopleSearch(keyword: string): ImPerson[] {
  const controller = useChatController();
  const [people, setPeople] = useState<ImPerson[]>([]);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void controller
        .bearer()
        .then((bearer) => imApi.contacts(bearer, keyword.trim()))
        .then((answer) => {
          if (current) setPeople(answer.data);
        });
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [controller, keyword]);
  return people;
}

/** Several people to add to a group, chosen among those the caller may message. */
export function PeoplePicker({
  value,
  onChange,
  exclude = [],
  id,
}: {
  value: number[];
  onChange: (userIds: number[]) => void;
  exclude?: readonly number[];
  id?: string;
}) {
  const { t } = useTranslation('im');
  const [keyword, setKeyword] = useState('');
  const people = usePeopleSearch(keyword);
  // The names of those chosen, kept as they were chosen: a later search's answer may not hold them.
  const [known, setKnown] = useState<ReadonlyMap<number, string>>(new Map());
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={(userIds: number[]) => {
        setKnown(new Map([...known, ...people.map((person) => [person.userId, person.nickName] as const)]));
        onChange(userIds);
      }}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder={t('group.peoplePlaceholder')}
      aria-label={t('group.people')}
      options={people
        .filter((person) => !exclude.includes(person.userId))
        .map((person) => ({ value: person.userId, label: person.nickName }))}
      labelRender={({ value: userId }) => known.get(Number(userId)) ?? String(userId)}
      data-testid="im-people-picker"
    />
  );
}
