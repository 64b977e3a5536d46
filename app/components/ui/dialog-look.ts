// The dialogs' overlay and panel, apart from Radix (dialog.tsx): a stand-in shown while a
// dialog's code loads (dialog-loading.tsx) looks like the dialog without loading it.
export const overlayClasses = "fixed inset-0 z-50 bg-sea-950/60 backdrop-blur-[2px] data-[state=open]:animate-fade-in";
export const panelClasses =
  "fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-white p-6 shadow-2xl data-[state=open]:animate-fade-in focus:outline-none";
