/**
 * The pure form model (form-designer §3, §5): config defaults, migrations and normalisation, the
 * tree walker, rules, linkage, calculations, dates, uploads, field permissions. No React, no Node.
 * validateSubmission is in ./validate-submission.ts (it loads the widget models).
 */
export * from './types.ts';
export { defaultFormConfig, withConfigDefaults, classNames, normaliseClassList } from './config.ts';
export { MIGRATIONS, FormSchemaError, migrateFormSchema, normaliseFormSchema, parseSchemaInput, schemaVersionOf, stampVersion, upgradeVForm } from './migrations.ts';
export { formSchemaJsonSchema, checkFormStructure, type StructureProblem } from './json-schema.ts';
export { childrenOf, walkWidgets, allWidgets, fieldWidgets, findWidget, labelOf, isFieldWidget, byFormItemFlag, SUB_FORM_TYPES, type FieldEntry, type FieldPredicate, type WalkEntry } from './walk.ts';
export { CONTAINER_TYPES, FIELD_TYPES, DISPLAY_TYPES, WIDGET_TYPE_KINDS, kindOfType, type WidgetTypeKind } from './widget-types.ts';
export { formMessage, langOf, type MessageKey } from './messages.ts';
export { NAMED_VALIDATORS, isNamedValidator, runValidation, isEmptyForRules, checkFormPatterns, preparePatterns, type NamedValidator, type PatternProblem } from './validators.ts';
export { compilePattern, loadPatternEngine, patternEngineLoaded, MAX_PATTERN_LENGTH, MAX_PATTERN_INPUT, MAX_PROGRAM_SIZE, type PatternResult, type PatternReason } from './pattern.ts';
export { buildRules, checkValue, isEmptyValue, type FieldRule, type RuleState, type RuleModel, type RuleTrigger, type CheckContext } from './rules.ts';
export { compileLinkage, evaluateLinkage, linkageDependencies, linkageEntries, linkageMatches, type CompiledLinkage, type LinkageEntry, type LinkageOverride } from './linkage.ts';
export { applyFieldPermissions, baseFieldState, withPermission, withLinkage, isWritable, effectiveRequired, permissionMap, reasonField, type FieldState } from './field-state.ts';
export { compileCalc, evaluateCalc, CalcSyntaxError, type CompiledCalc } from './calc-expression.ts';
export { formCalculations, computeCalculation, runCalculations, fillTemplate, templateNames, displayText, isWorkingDatatype, type Calculation, type CalcKind, type CalcContext } from './calculations.ts';
export * from './dates.ts';
export { barcodeValue, isBarcodeText, type BarcodeSources } from './barcode.ts';
export * from './upload.ts';
export { validateSubmissionWith, sameValue, type SubmissionModel } from './submission.ts';
export { checkNumber, numberBounds, toNumberValue, roundToPrecision, decimalsOf, NUMBER_MIN, NUMBER_MAX } from './number.ts';
