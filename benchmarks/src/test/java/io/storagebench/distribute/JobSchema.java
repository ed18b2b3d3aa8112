package io.storagebench.distribute;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The batch/v1 Job fields the manifest uses ({@code batch-v1-job.schema.json} beside this class), and a check of a
 * document against them: each field known to its type, of the right JSON type, within its allowed values, and every
 * required field present. A small subset of JSON Schema: {@code type}, {@code properties}, {@code required},
 * {@code enum}, {@code items}, {@code additionalProperties} and {@code $ref} to a definition by name.
 */
final class JobSchema {
    private final JsonNode definitions;
    private final String root;

    private JobSchema(JsonNode schema) {
        this.definitions = schema.get("definitions");
        this.root = schema.get("root").asText();
    }

    static JobSchema load() {
        try (InputStream in = JobSchema.class.getResourceAsStream("batch-v1-job.schema.json")) {
            return new JobSchema(new ObjectMapper().readTree(in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every way the document departs from the schema, each as its JSON path and what is wrong; empty when none. */
    List<String> violations(JsonNode document) {
        List<String> out = new ArrayList<>();
        check(definitions.get(root), document, "$", out);
        return out;
    }

    private void check(JsonNode schema, JsonNode value, String path, List<String> out) {
        if (schema.has("$ref")) {
            check(definitions.get(schema.get("$ref").asText()), value, path, out);
            return;
        }
        String type = schema.get("type").asText();
        if (!hasType(value, type)) {
            out.add(path + ": expected " + type + ", found " + value.getNodeType());
            return;
        }
        if (schema.has("enum") && !contains(schema.get("enum"), value)) {
            out.add(path + ": " + value + " is not one of " + schema.get("enum"));
        }
        if (type.equals("array")) {
            for (int i = 0; i < value.size(); i++) {
                check(schema.get("items"), value.get(i), path + "[" + i + "]", out);
            }
        } else if (type.equals("object")) {
            for (JsonNode required : schema.path("required")) {
                if (!value.has(required.asText())) {
                    out.add(path + ": required field " + required.asText() + " is missing");
                }
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = value.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                JsonNode fieldSchema = schema.has("properties") ? schema.get("properties").get(field.getKey()) : null;
                if (fieldSchema == null) {
                    fieldSchema = schema.get("additionalProperties");
                }
                if (fieldSchema == null) {
                    out.add(path + ": unknown field " + field.getKey());
                } else {
                    check(fieldSchema, field.getValue(), path + "." + field.getKey(), out);
                }
            }
        }
    }

    private static boolean hasType(JsonNode value, String type) {
        return switch (type) {
            case "object" -> value.isObject();
            case "array" -> value.isArray();
            case "string" -> value.isTextual();
            case "integer" -> value.isIntegralNumber();
            case "boolean" -> value.isBoolean();
            default -> throw new IllegalArgumentException("the schema uses type " + type + ", which this check lacks");
        };
    }

    private static boolean contains(JsonNode values, JsonNode value) {
        for (JsonNode v : values) {
            if (v.equals(value)) {
                return true;
            }
        }
        return false;
    }
}
