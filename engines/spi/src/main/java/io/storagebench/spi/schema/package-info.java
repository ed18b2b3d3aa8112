/**
 * Table, column and index descriptions that workloads hand to engines. Relational-lite: one single-column primary
 * key per table (an integer, auto-increment or given; or a binary key for key-value spaces), non-unique secondary
 * indexes over one or more columns.
 */
package io.storagebench.spi.schema;
