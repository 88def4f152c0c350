// Slot for paired TV screens (pairing by code) on the Wallboards page. The KIOSK engineer owns the
// pairing feature and may fill this section; the web admin renders whatever it returns.
export function PairedScreens() {
  return null;
}
