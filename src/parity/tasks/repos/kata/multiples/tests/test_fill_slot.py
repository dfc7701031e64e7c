from kata_multiples.fill_slot import fill_slot


def test_fill_slot_0():
    assert fill_slot([6, 20, 9]) == 2


def test_fill_slot_1():
    assert fill_slot([5, -4, 12, 7]) == 1


def test_fill_slot_2():
    assert fill_slot([16, -6]) == 1


def test_fill_slot_3():
    assert fill_slot([-6, 13, 11]) == 0


def test_fill_slot_4():
    assert fill_slot([5, 17, 0, 6]) == 1


def test_fill_slot_5():
    assert fill_slot([4, -1, 19]) == 1
