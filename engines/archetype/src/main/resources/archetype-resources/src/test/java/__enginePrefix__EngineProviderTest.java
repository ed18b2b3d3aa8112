package ${package};

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.storagebench.spi.EngineProvider;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/** storagebench finds engines with ServiceLoader: the service file must name the provider, under a usable name. */
class ${enginePrefix}EngineProviderTest {
    @Test
    void theServiceFileRegistersTheProvider() {
        long found = ServiceLoader.load(EngineProvider.class).stream()
                .filter(p -> p.type() == ${enginePrefix}EngineProvider.class)
                .count();
        assertEquals(1, found, "providers of class ${enginePrefix}EngineProvider in META-INF/services");
        String name = new ${enginePrefix}EngineProvider().name();
        assertTrue(name.matches("[a-z][a-z0-9-]*"), "the engine name '" + name + "' is not lower case without spaces");
    }
}
