from kata_discount.measure_delay import measure_delay


def test_measure_delay_0():
    assert measure_delay(3, 8) == 18


def test_measure_delay_1():
    assert measure_delay(21, 7) == 147


def test_measure_delay_2():
    assert measure_delay(8, 10) == 60


def test_measure_delay_3():
    assert measure_delay(7, 6) == 42


def test_measure_delay_4():
    assert measure_delay(27, 5) == 135


def test_measure_delay_5():
    assert measure_delay(20, 7) == 140
