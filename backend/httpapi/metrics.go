package httpapi

import (
	"strconv"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
)

type metrics struct {
	requests *prometheus.CounterVec
	latency  *prometheus.HistogramVec
	// noConns counts requests answered 503 because the database had no
	// connection to give.
	noConns prometheus.Counter
}

func newMetrics(reg *prometheus.Registry, pool *pgxpool.Pool) *metrics {
	m := &metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "paystead_http_requests_total",
			Help: "HTTP requests by route pattern, method and status.",
		}, []string{"route", "method", "status"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "paystead_http_request_duration_seconds",
			Help:    "HTTP request latency by route pattern and method.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}, []string{"route", "method"}),
		noConns: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "paystead_db_connections_refused_total",
			Help: "Requests answered 503 because the database refused a new connection (max_connections reached, or starting up).",
		}),
	}
	reg.MustRegister(m.requests, m.latency, m.noConns,
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
	)
	if pool != nil {
		reg.MustRegister(poolCollector{pool})
	}
	return m
}

func (m *metrics) observe(route, method string, status int, elapsed time.Duration) {
	m.requests.WithLabelValues(route, method, strconv.Itoa(status)).Inc()
	m.latency.WithLabelValues(route, method).Observe(elapsed.Seconds())
}

// poolCollector exports pgxpool statistics at scrape time.
type poolCollector struct{ pool *pgxpool.Pool }

var (
	poolTotal    = prometheus.NewDesc("paystead_db_pool_connections", "Connections in the pool by state.", []string{"state"}, nil)
	poolMax      = prometheus.NewDesc("paystead_db_pool_max_connections", "Largest size of the pool.", nil, nil)
	poolAcquires = prometheus.NewDesc("paystead_db_pool_acquires_total", "Connections acquired from the pool.", nil, nil)
	poolWaits    = prometheus.NewDesc("paystead_db_pool_empty_acquires_total", "Acquires that waited because the pool was empty.", nil, nil)
	poolWaitTime = prometheus.NewDesc("paystead_db_pool_acquire_wait_seconds_total", "Time spent waiting to acquire connections.", nil, nil)
)

func (c poolCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- poolTotal
	ch <- poolMax
	ch <- poolAcquires
	ch <- poolWaits
	ch <- poolWaitTime
}

func (c poolCollector) Collect(ch chan<- prometheus.Metric) {
	s := c.pool.Stat()
	ch <- prometheus.MustNewConstMetric(poolTotal, prometheus.GaugeValue, float64(s.AcquiredConns()), "acquired")
	ch <- prometheus.MustNewConstMetric(poolTotal, prometheus.GaugeValue, float64(s.IdleConns()), "idle")
	ch <- prometheus.MustNewConstMetric(poolTotal, prometheus.GaugeValue, float64(s.ConstructingConns()), "constructing")
	ch <- prometheus.MustNewConstMetric(poolMax, prometheus.GaugeValue, float64(s.MaxConns()))
	ch <- prometheus.MustNewConstMetric(poolAcquires, prometheus.CounterValue, float64(s.AcquireCount()))
	ch <- prometheus.MustNewConstMetric(poolWaits, prometheus.CounterValue, float64(s.EmptyAcquireCount()))
	ch <- prometheus.MustNewConstMetric(poolWaitTime, prometheus.CounterValue, s.AcquireDuration().Seconds())
}
