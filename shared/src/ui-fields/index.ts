// Fields only some admin lists and forms use (a day range filter, a combobox and a SearchSelect drawn
// as a plain input until first used). Not a federation share: a share is not tree-shaken, so in `ui` they rode on
// every first page, /admin's and /login's too; here each area bundles what it uses. They draw with
// the `ui` share's parts.
export { useComboboxStandIn, type ComboboxStandInOptions } from './combobox-stand-in';
export { DayRangeFields } from './day-range-fields';
export { LoadsToInclude, type IncludedLoad, type LoadsToIncludeProps } from './loads-to-include';
export { SearchSelectField } from './search-select-field';
