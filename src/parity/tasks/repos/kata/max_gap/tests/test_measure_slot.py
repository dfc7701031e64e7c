from kata_max_gap.measure_slot import measure_slot


def test_measure_slot_0():
    assert measure_slot([0, 10, 16, 22, 26, 29]) == 10


def test_measure_slot_1():
    assert measure_slot([6, 7, 12, 16, 18]) == 5


def test_measure_slot_2():
    assert measure_slot([4, 12]) == 8


def test_measure_slot_3():
    assert measure_slot([1]) == 0


def test_measure_slot_4():
    assert measure_slot([7, 8, 12, 14, 21]) == 7


def test_measure_slot_5():
    assert measure_slot([13]) == 0
