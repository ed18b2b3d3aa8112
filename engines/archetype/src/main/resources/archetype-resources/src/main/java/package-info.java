/**
 * The {@code ${engineName}} engine for storagebench: {@link ${package}.${enginePrefix}EngineProvider} (registered in
 * {@code META-INF/services/io.storagebench.spi.EngineProvider}) opens an {@link ${package}.${enginePrefix}Engine},
 * whose sessions ({@link ${package}.${enginePrefix}Session}) execute the operation shapes it declares. As generated, it
 * keeps its tables ({@link ${package}.RowTable}) and key-value spaces ({@link ${package}.KvSpace}) in sorted maps on
 * the heap; replace them with calls into the engine you measure, and keep the conformance test green.
 */
package ${package};
