import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
// Chakra's theme entry builds its whole default config (every recipe, ~60 components) at
// module level, so importing one recipe from it ships them all. `chakra-theme/*` is an
// alias (see mf-config) to the theme's own files, so the system carries only what the
// suite renders. A component whose recipe is missing renders unstyled: add it here.
import { breakpoints } from 'chakra-theme/breakpoints.js';
import { globalCss } from 'chakra-theme/global-css.js';
import { layerStyles } from 'chakra-theme/layer-styles.js';
import { animationStyles } from 'chakra-theme/motion-styles.js';
import { alertSlotRecipe } from 'chakra-theme/recipes/alert.js';
import { buttonRecipe } from 'chakra-theme/recipes/button.js';
import { fieldSlotRecipe } from 'chakra-theme/recipes/field.js';
import { headingRecipe } from 'chakra-theme/recipes/heading.js';
import { iconRecipe } from 'chakra-theme/recipes/icon.js';
import { inputAddonRecipe } from 'chakra-theme/recipes/input-addon.js';
import { inputRecipe } from 'chakra-theme/recipes/input.js';
import { linkRecipe } from 'chakra-theme/recipes/link.js';
import { spinnerRecipe } from 'chakra-theme/recipes/spinner.js';
import { toastSlotRecipe } from 'chakra-theme/recipes/toast.js';
import { semanticColors } from 'chakra-theme/semantic-tokens/colors.js';
import { semanticRadii } from 'chakra-theme/semantic-tokens/radii.js';
import { semanticShadows } from 'chakra-theme/semantic-tokens/shadows.js';
import { textStyles } from 'chakra-theme/text-styles.js';
import { animations } from 'chakra-theme/tokens/animations.js';
import { aspectRatios } from 'chakra-theme/tokens/aspect-ratios.js';
import { blurs } from 'chakra-theme/tokens/blurs.js';
import { borders } from 'chakra-theme/tokens/borders.js';
import { colors } from 'chakra-theme/tokens/colors.js';
import { cursor } from 'chakra-theme/tokens/cursor.js';
import { durations } from 'chakra-theme/tokens/durations.js';
import { easings } from 'chakra-theme/tokens/easings.js';
import { fontSizes } from 'chakra-theme/tokens/font-sizes.js';
import { fontWeights } from 'chakra-theme/tokens/font-weights.js';
import { fonts } from 'chakra-theme/tokens/fonts.js';
import { keyframes } from 'chakra-theme/tokens/keyframes.js';
import { letterSpacings } from 'chakra-theme/tokens/letter-spacing.js';
import { lineHeights } from 'chakra-theme/tokens/line-heights.js';
import { radii } from 'chakra-theme/tokens/radius.js';
import { sizes } from 'chakra-theme/tokens/sizes.js';
import { spacing } from 'chakra-theme/tokens/spacing.js';
import { zIndices } from 'chakra-theme/tokens/z-indices.js';

/**
 * Chakra's solid button fades to 90% on hover (and while its menu is open), which over white is
 * 4.3:1 behind the white text of blue and red, under WCAG's 4.5:1 (axe failed Edit Truck's Save at
 * 390 px, where the pointer that pressed Truck Details' Edit rests on it). Darkened instead: the
 * same feedback, more contrast (6.3:1 and 5.9:1).
 */
const solidHover = { bg: 'color-mix(in srgb, {colors.colorPalette.solid} 88%, black)' };
const { variant } = buttonRecipe.variants!;
const button = {
  ...buttonRecipe,
  variants: { ...buttonRecipe.variants, variant: { ...variant, solid: { ...variant.solid, _hover: solidHover, _expanded: solidHover } } },
};

/**
 * The first page's design system: Chakra's default tokens and the recipes the signed-out
 * screens and the shell's loading and error states draw. The rest of the suite's recipes
 * arrive with `FullUiProvider` (full-system.ts), so /login never carries them.
 */
export const baseConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      aspectRatios,
      animations,
      blurs,
      borders,
      colors,
      durations,
      easings,
      fonts,
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      spacing,
      sizes,
      zIndex: zIndices,
      cursor,
    },
    semanticTokens: {
      colors: semanticColors,
      shadows: semanticShadows,
      radii: semanticRadii,
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      field: fieldSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, baseConfig);
