// The door app's controls: big enough for a thumb at the door (44px), labels above on a tablet.
export const control = "min-h-11 rounded-lg border-2 border-slate-900 bg-white px-2 font-bold text-slate-950";
export const toolButton = "min-h-11 shrink-0 rounded-lg border-2 border-slate-900 bg-white px-3 font-black whitespace-nowrap text-slate-950 hover:bg-slate-100";
// Labels above the controls on a tablet; on a phone the controls say what they are.
export const controlLabel = "text-sm font-black uppercase max-sm:sr-only";
