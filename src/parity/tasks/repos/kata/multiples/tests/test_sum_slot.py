from kata_multiples.sum_slot import sum_slot


def test_sum_slot_0():
    assert sum_slot([0, 7, 10, 10]) == 0


def test_sum_slot_1():
    assert sum_slot([11, -3]) == 0


def test_sum_slot_2():
    assert sum_slot([-3, 10, 8, 9, -1]) == 1


def test_sum_slot_3():
    assert sum_slot([11, 4, -2, 7, 2]) == 0


def test_sum_slot_4():
    assert sum_slot([-4, 12, 10, 4, 20]) == 1


def test_sum_slot_5():
    assert sum_slot([8, 1, 5]) == 0
