/**
 * The three forms of bench:form, each showing the same 500 controls (bench/support/form-schema.ts):
 * Flowhall's FormRender on the VForm schema, @rjsf/antd on the equivalent JSON Schema, and a bare antd
 * Form written by hand (the same controls in the same grid/table layout, antd's own field store).
 */
import { Checkbox, Col, DatePicker, Form, Input, InputNumber, Radio, Rate, Row, Select, Slider, Switch, TimePicker } from 'antd';
import RjsfForm from '@rjsf/antd';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { FormRender } from '../../src/runtime/form/FormRender.tsx';
import { BLOCKS, benchFields, benchFormSchema, benchRjsfForm, type FieldSpec } from '../support/form-schema.ts';

const fields = benchFields();
const vformSchema = benchFormSchema(fields);
const rjsf = benchRjsfForm(fields);

export function FlowhallVariant() {
  return <FormRender schema={vformSchema} />;
}

export function RjsfVariant() {
  return <RjsfForm schema={rjsf.schema as RJSFSchema} uiSchema={rjsf.uiSchema as UiSchema} formData={rjsf.formData} validator={validator} />;
}

function control(field: FieldSpec) {
  const options = field.choices?.map((c) => ({ label: c.label, value: c.value }));
  switch (field.kind) {
    case 'input':
      return <Input allowClear />;
    case 'textarea':
      return <Input.TextArea rows={2} />;
    case 'number':
      return <InputNumber min={-1e11} max={1e11} precision={0} step={1} />;
    case 'select':
      return <Select options={options} />;
    case 'radio':
      return <Radio.Group options={options} />;
    case 'checkbox':
      return <Checkbox.Group options={options} />;
    case 'switch':
      return <Switch />;
    case 'date':
      return <DatePicker />;
    case 'time':
      return <TimePicker />;
    case 'rate':
      return <Rate />;
    case 'slider':
      return <Slider min={0} max={100} step={10} />;
  }
}

function item(field: FieldSpec) {
  return (
    <Form.Item key={field.name} name={field.name} label={field.label} labelCol={{ flex: '0 0 80px' }} valuePropName={field.kind === 'switch' ? 'checked' : 'value'}>
      {control(field)}
    </Form.Item>
  );
}

const initialValues = Object.fromEntries(
  fields.map((f) => [f.name, f.kind === 'select' || f.kind === 'radio' ? 'a' : f.kind === 'checkbox' ? [] : f.kind === 'switch' ? false : f.kind === 'input' || f.kind === 'textarea' ? '' : f.kind === 'date' || f.kind === 'time' ? null : 0]),
);

export function AntdVariant() {
  const blocks = Array.from({ length: BLOCKS }, (_, block) => fields.filter((f) => f.block === block));
  return (
    <Form initialValues={initialValues} colon={false} labelWrap>
      {blocks.map((inBlock, block) =>
        block % 2 === 0 ? (
          <Row key={block} gutter={12}>
            {[0, 1, 2, 3].map((column) => (
              <Col key={column} span={6}>
                {inBlock.filter((f) => f.column === column).map(item)}
              </Col>
            ))}
          </Row>
        ) : (
          <table key={block} className="bench-table">
            <tbody>
              {[0, 1, 2, 3, 4].map((row) => (
                <tr key={row}>
                  {[0, 1, 2, 3].map((column) => (
                    <td key={column}>{inBlock.filter((f) => f.row === row && f.column === column).map(item)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ),
      )}
    </Form>
  );
}
