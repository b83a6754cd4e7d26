import { createContext, useContext } from 'react';
import styled from 'styled-components';
import type { Lang } from '../../../../shared/i18n';
import { formatPrice } from '../../../../shared/blocks/priceFormat';
import { priceToken, type PriceTokenName } from '../../../../shared/blocks/priceTokens';
import type { PricesPart } from '../../../../shared/blocks/prices';
import { Button } from '../../../components/Button/Button';
import { useAdminI18n } from '../../i18n/adminI18n';

/**
 * The shared prices, for the page editor's text fields: a text names a price by token (`{price:premium}`,
 * shared/blocks/priceTokens.ts), which the site prints from the prices in the page's language. Given by the page
 * editor; null elsewhere (the shared parts' editor), where the fields show no menu and no warning.
 */
export const PricesForTexts = createContext<PricesPart | null>(null);
export const usePricesForTexts = () => useContext(PricesForTexts);

/**
 * Each price a token can name, with what the menu calls it in the admin's language (`adminLang`): a plan's name,
 * the package's ("Complete").
 */
function namedPrices(
  prices: PricesPart,
  adminLang: Lang,
): { name: PriceTokenName; label: string; price: PricesPart['package']['price'] }[] {
  const other = adminLang === 'sv' ? 'en' : 'sv';
  return [
    ...prices.plans.map((plan) => ({
      name: plan.id,
      label: plan.name[adminLang] || plan.name[other],
      price: plan.price,
    })),
    {
      name: 'package' as const,
      label: prices.package.name[adminLang] || prices.package.name[other],
      price: prices.package.price,
    },
  ];
}

/**
 * A menu that puts a price's token into a text where the cursor is: the price then follows Admin → Pages → Prices.
 * Its options name the price and what it is now in this language ("Premium · 10 000 kr").
 */
export function PriceTokenPicker({
  prices,
  lang,
  field,
  withLang = true,
  onPick,
}: {
  prices: PricesPart;
  lang: Lang;
  /**
   * The field's name, for the menu's own ("Insert a price into Answer (Swedish)"); `withLang: false` when the name
   * says the language already ("Body (Swedish)").
   */
  field: string;
  withLang?: boolean;
  onPick: (token: string) => void;
}) {
  const { t, lang: adminLang } = useAdminI18n();
  return (
    <select
      data-price-picker
      aria-label={
        withLang
          ? t('price.insertInto', { field, lang: t(lang === 'sv' ? 'fields.inLang.sv' : 'fields.inLang.en') })
          : t('price.insertIntoField', { field })
      }
      value=""
      onChange={(event) => {
        if (event.target.value) onPick(event.target.value);
      }}
    >
      <option value="">{t('price.insert')}</option>
      {namedPrices(prices, adminLang).map(({ name, label, price }) => (
        <option key={name} value={priceToken(name)}>
          {label} · {formatPrice(price, lang)}
        </option>
      ))}
    </select>
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The prices `text` types by hand: an amount spelled as one of today's prices in `lang` ("10 000 kr" with either
 * kind of space, "$999"), which will not change when the price does. Each is named in `adminLang`.
 */
export function typedPrices(text: string, prices: PricesPart, lang: Lang, adminLang: Lang) {
  return namedPrices(prices, adminLang).flatMap(({ name, label, price }) => {
    const printed = formatPrice(price, lang);
    // The printed price with any white space where it has a no-break space, not part of a larger number.
    const pattern = new RegExp(
      `(?<![\\d.,])${printed
        .split(/\u00a0/)
        .map(escapeRegExp)
        .join('\\s')}(?![\\d])`,
      'g',
    );
    return pattern.test(text) ? [{ name, label, printed, pattern }] : [];
  });
}

const Warning = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.text};
  border-left: 4px solid ${({ theme }) => theme.palette.amber500};
  padding-left: ${({ theme }) => theme.space[2]};
  p {
    margin: 0;
    min-width: 0;
  }
`;

/** Under a text that types a price by hand: says so, and names the price instead in one click. */
export function TypedPriceWarnings({
  text,
  prices,
  lang,
  onFix,
}: {
  text: string;
  prices: PricesPart;
  lang: Lang;
  /** Gives the fix as a change of a text (a rich body applies it to each of its texts). */
  onFix: (fix: (text: string) => string) => void;
}) {
  const { t, lang: adminLang } = useAdminI18n();
  return typedPrices(text, prices, lang, adminLang).map(({ name, label, printed, pattern }) => (
    <Warning key={name} role="status">
      <p>{t('price.typed', { printed, label })}</p>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        onClick={() => onFix((typed) => typed.replace(pattern, priceToken(name)))}
      >
        {t('price.nameInstead', { label })}
      </Button>
    </Warning>
  ));
}
