from kata_multiples.measure_slot import measure_slot


def test_measure_slot_0():
    assert measure_slot([10, 16, 7, 14]) == 4


def test_measure_slot_1():
    assert measure_slot([6, -5, -2, 8, -4]) == 2


def test_measure_slot_2():
    assert measure_slot([14, 15, -2, 10]) == 3


def test_measure_slot_3():
    assert measure_slot([20, 13, 9]) == 3


def test_measure_slot_4():
    assert measure_slot([-2, 12, -2, 12]) == 2


def test_measure_slot_5():
    assert measure_slot([8, 11, 7]) == 3
