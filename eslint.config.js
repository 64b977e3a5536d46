import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["build/**", ".react-router/**", ".wrangler/**", "node_modules/**", "worker/worker-configuration.d.ts", "playwright-report/**", "test-results/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-namespace": "off",
      // Every CSV the product writes neutralises spreadsheet formulas; that lives in one module.
      "no-restricted-properties": ["error", { object: "Papa", property: "unparse", message: "Write CSV with toCsv from app/lib/csv-export.ts." }],
    },
  },
  { files: ["app/lib/csv-export.ts"], rules: { "no-restricted-properties": "off" } },
  {
    // The layers point one way: worker/ (the Hono door, cron, the edge) calls into app/, never
    // the reverse, so an operation can be called from a page without pulling in the API.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "(^|/)worker/", message: "app/ does not import worker/: move the shared code into app/server or app/lib." }] },
      ],
    },
  },
  {
    // A form without a method is sent as GET when it is submitted before the page's scripts run
    // (a slow phone, a blocked script): every field, children's medical data included, lands in
    // the address bar, the history and server logs. Every form says how it is sent; only search
    // filters use GET.
    files: ["app/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name=/^(form|Form)$/]:not(:has(JSXAttribute[name.name='method']))",
          message: 'Give every form a method: method="post" (method="get" only for search filters).',
        },
        {
          selector: "JSXOpeningElement[name.property.name='Form']:not(:has(JSXAttribute[name.name='method']))",
          message: 'Give every form a method: method="post" (method="get" only for search filters).',
        },
      ],
    },
  },
);
