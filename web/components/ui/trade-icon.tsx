// A trade's picture, chosen by its brand-independent category (Profession.category: the same key in
// every brand and language), so "Loodgieter" and "Plumbing" show the same drop. A trade of no known
// category shows a wrench. Decorative: the trade's name is always written beside it.
import { Icon } from './icon.tsx';
import type { IconName } from './icon-names.ts';

export const TRADE_ICONS: Readonly<Record<string, IconName>> = {
  plumbing: 'droplets',
  electrical: 'plug-zap',
  heating: 'flame',
  bathrooms: 'bath',
  roofing: 'house',
  bricklaying: 'brick-wall',
  glazing: 'app-window',
  insulation: 'thermometer-snowflake',
  architecture: 'drafting-compass',
  painting: 'paint-roller',
  carpentry: 'hammer',
  tiling: 'grid-3x3',
  plastering: 'layers',
  flooring: 'grid-2x2',
  kitchens: 'cooking-pot',
  gardening: 'shrub',
  'window-cleaning': 'spray-can',
  handyman: 'drill',
  locksmiths: 'key-round',
  removals: 'truck',
  cleaning: 'sparkles',
};

export function tradeIconOf(category: string | null | undefined): IconName {
  return (category && Object.hasOwn(TRADE_ICONS, category) ? TRADE_ICONS[category] : undefined) ?? 'wrench';
}

export function TradeIcon({ category, className }: { category: string | null | undefined; className?: string }) {
  const icon = tradeIconOf(category);
  return (
    <span className={className ? `trade-icon ${className}` : 'trade-icon'} data-category={category ?? undefined}>
      <Icon icon={icon} />
    </span>
  );
}
