from kata_between.sum_slot import sum_slot


def test_sum_slot_0():
    assert sum_slot(2, 3, 9) == False


def test_sum_slot_1():
    assert sum_slot(3, 3, 9) == True


def test_sum_slot_2():
    assert sum_slot(4, 3, 9) == True


def test_sum_slot_3():
    assert sum_slot(8, 3, 9) == True


def test_sum_slot_4():
    assert sum_slot(9, 3, 9) == False


def test_sum_slot_5():
    assert sum_slot(10, 3, 9) == False
