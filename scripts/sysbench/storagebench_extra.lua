#!/usr/bin/env sysbench
-- The tests of storagebench's sysbench workload that Debian's sysbench 1.0.20 does not ship (they come from Mark
-- Callaghan's Lua scripts in mytools bench/sysbench.lua/lua), rewritten for sysbench 1.0.20 with the same SQL, so that
-- scripts/sysbench-vs-storagebench.sh can compare them with a real sysbench client too:
--   --shape=range  range-{covered,notcovered}-{pk,si}: SELECT id|k [, c] FROM sbtest<t>
--                 WHERE id|k BETWEEN lo AND lo + random_points, prepared, lo uniform in [1, table_size]
--   --shape=count  read-only-count: SELECT count(c) FROM sbtest<t> WHERE id BETWEEN a AND a + range_size - 1
--   --shape=scan   scan: SELECT * FROM sbtest<t> WHERE LENGTH(c) < 0 as text, t = thread mod tables + 1
-- One statement per event, no BEGIN/COMMIT. The tables are those oltp_common.lua prepares.

sysbench.cmdline.options = {
   shape = {"range, count or scan", "range"},
   random_points = {"range: width of BETWEEN lo AND lo + random_points", 100},
   range_size = {"count: rows of the range", 1000},
   on_id = {"range: over the primary key (on) or the k index (off)", true},
   covered = {"range: the key only (on) or the key and c (off)", true},
   table_size = {"rows per table", 10000},
   tables = {"number of tables", 1},
}

local function table_number()
   return sysbench.rand.uniform(1, sysbench.opt.tables)
end

function thread_init()
   drv = sysbench.sql.driver()
   con = drv:connect()
   shape = sysbench.opt.shape
   statements = {}
   bounds = {}
   if shape == "scan" then
      scan_sql = string.format("SELECT * FROM sbtest%d WHERE LENGTH(c) < 0",
                               sysbench.tid % sysbench.opt.tables + 1)
      return
   end
   local sql
   if shape == "range" then
      local key = sysbench.opt.on_id and "id" or "k"
      local columns = sysbench.opt.covered and key or key .. ", c"
      sql = "SELECT " .. columns .. " FROM sbtest%d WHERE " .. key .. " BETWEEN ? AND ?"
   elseif shape == "count" then
      sql = "SELECT count(c) FROM sbtest%d WHERE id BETWEEN ? AND ?"
   else
      error("unknown --shape=" .. shape .. ": range, count or scan")
   end
   for t = 1, sysbench.opt.tables do
      statements[t] = con:prepare(string.format(sql, t))
      bounds[t] = {statements[t]:bind_create(sysbench.sql.type.INT),
                   statements[t]:bind_create(sysbench.sql.type.INT)}
      statements[t]:bind_param(unpack(bounds[t]))
   end
   width = shape == "range" and sysbench.opt.random_points or sysbench.opt.range_size - 1
end

function thread_done()
   for _, s in pairs(statements) do
      s:close()
   end
   con:disconnect()
end

function event()
   if shape == "scan" then
      con:query(scan_sql)
      return
   end
   local t = table_number()
   local lo = sysbench.rand.default(1, sysbench.opt.table_size)
   bounds[t][1]:set(lo)
   bounds[t][2]:set(lo + width)
   statements[t]:execute()
end
