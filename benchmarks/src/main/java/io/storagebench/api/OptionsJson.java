package io.storagebench.api;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;

/**
 * {@link RunOptions} as one line of JSON, how a forked JVM is handed its run. Paths stay as the user wrote them
 * (the fork runs in the same working directory), not turned into URIs; instants (a shard's start time) are ISO-8601.
 */
final class OptionsJson {
    private static final ObjectMapper MAPPER = new ObjectMapper().registerModule(new SimpleModule()
            .addSerializer(Path.class, ToStringSerializer.instance)
            .addDeserializer(Path.class, new StdDeserializer<>(Path.class) {
                @Override
                public Path deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
                    return Path.of(p.getValueAsString());
                }
            })
            .addSerializer(Instant.class, ToStringSerializer.instance)
            .addDeserializer(Instant.class, new StdDeserializer<>(Instant.class) {
                @Override
                public Instant deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
                    return Instant.parse(p.getValueAsString());
                }
            }));

    private OptionsJson() {
    }

    static String write(RunOptions options) {
        try {
            return MAPPER.writeValueAsString(options);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("run options cannot be written as JSON", e);
        }
    }

    static RunOptions read(String json) {
        try {
            return MAPPER.readValue(json, RunOptions.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("run options cannot be read from JSON: " + e.getOriginalMessage(), e);
        }
    }
}
