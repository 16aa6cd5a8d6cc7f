/** The columns of a parameter (a listing fact such as bedrooms) that category and listing views carry. */
export const PARAMETER_COLUMNS = ['parameters.id', 'parameters.name', 'parameters.type_of_parameter', 'parameters.type_values', 'parameters.image', 'parameters.is_required'] as const;
