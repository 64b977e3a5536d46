// The Registrations tab's search box and filter menus, kept in the address (use-address-filters.ts).
import { filtersToSearchParams, sameFilters, type RegistrationFilters } from "~/lib/registration-filters";
import { useAddressFilters } from "./use-address-filters";

const toParams = (filters: RegistrationFilters) => filtersToSearchParams(filters);

export const useRegistrationFilters = (shown: RegistrationFilters) => useAddressFilters(shown, toParams, sameFilters);
