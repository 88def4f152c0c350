// Set by kiosk/vite.config.ts at build time; absent in the web build and in tests.
declare const __KIOSK_BUILD_ID__: string | undefined;
