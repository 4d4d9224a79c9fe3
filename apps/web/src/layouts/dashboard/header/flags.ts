// The bundled flag images (small SVGs, inlined by the build) for the language menu.
import cn from '../../../assets/flags/cn.svg';
import fr from '../../../assets/flags/fr.svg';
import gb from '../../../assets/flags/gb.svg';
import sd from '../../../assets/flags/sd.svg';
import vn from '../../../assets/flags/vn.svg';
import type { LanguageOption } from '../../../locales/languages.ts';

export const FLAGS: Record<LanguageOption['flag'], string> = { gb, fr, vn, cn, sd };
