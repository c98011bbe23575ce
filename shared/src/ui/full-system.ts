import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { avatarSlotRecipe } from 'chakra-theme/recipes/avatar.js';
import { badgeRecipe } from 'chakra-theme/recipes/badge.js';
import { cardSlotRecipe } from 'chakra-theme/recipes/card.js';
import { checkboxSlotRecipe } from 'chakra-theme/recipes/checkbox.js';
import { checkmarkRecipe } from 'chakra-theme/recipes/checkmark.js';
import { comboboxSlotRecipe } from 'chakra-theme/recipes/combobox.js';
import { containerRecipe } from 'chakra-theme/recipes/container.js';
import { dialogSlotRecipe } from 'chakra-theme/recipes/dialog.js';
import { drawerSlotRecipe } from 'chakra-theme/recipes/drawer.js';
import { emptyStateSlotRecipe } from 'chakra-theme/recipes/empty-state.js';
import { fieldsetSlotRecipe } from 'chakra-theme/recipes/fieldset.js';
import { menuSlotRecipe } from 'chakra-theme/recipes/menu.js';
import { nativeSelectSlotRecipe } from 'chakra-theme/recipes/native-select.js';
import { progressSlotRecipe } from 'chakra-theme/recipes/progress.js';
import { skeletonRecipe } from 'chakra-theme/recipes/skeleton.js';
import { tableSlotRecipe } from 'chakra-theme/recipes/table.js';
import { tabsSlotRecipe } from 'chakra-theme/recipes/tabs.js';
import { textareaRecipe } from 'chakra-theme/recipes/textarea.js';
import { tooltipSlotRecipe } from 'chakra-theme/recipes/tooltip.js';
import { kitGlobalCss } from './kit-css';
import { baseConfig } from './system';

/**
 * Everything the signed-in suite draws: the first page's system plus the recipes of tables,
 * cards, dialogs, drawers, menus, tabs... Loaded with the admin area (FullUiProvider).
 * A component whose recipe is in neither renders unstyled: add it here.
 */
export const fullSystem = createSystem(
  defaultBaseConfig,
  baseConfig,
  defineConfig({
    globalCss: kitGlobalCss,
    theme: {
      recipes: {
        badge: badgeRecipe,
        checkmark: checkmarkRecipe,
        container: containerRecipe,
        skeleton: skeletonRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        avatar: avatarSlotRecipe,
        card: cardSlotRecipe,
        checkbox: checkboxSlotRecipe,
        combobox: comboboxSlotRecipe,
        dialog: dialogSlotRecipe,
        drawer: drawerSlotRecipe,
        emptyState: emptyStateSlotRecipe,
        fieldset: fieldsetSlotRecipe,
        menu: menuSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        progress: progressSlotRecipe,
        table: tableSlotRecipe,
        tabs: tabsSlotRecipe,
        tooltip: tooltipSlotRecipe,
      },
    },
  }),
);
