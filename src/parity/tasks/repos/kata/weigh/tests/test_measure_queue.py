from kata_weigh.measure_queue import measure_queue


def test_measure_queue_0():
    assert measure_queue([4]) == 8


def test_measure_queue_1():
    assert measure_queue([2]) == 2


def test_measure_queue_2():
    assert measure_queue([12]) == 24


def test_measure_queue_3():
    assert measure_queue([10, 3, 9, 6]) == 53


def test_measure_queue_4():
    assert measure_queue([3, 7, 3, 5, 9]) == 48


def test_measure_queue_5():
    assert measure_queue([9]) == 18
