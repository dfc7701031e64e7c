from kata_letter.fill_slot import fill_slot


def test_fill_slot_0():
    assert fill_slot(88) == 'B'


def test_fill_slot_1():
    assert fill_slot(89) == 'A'


def test_fill_slot_2():
    assert fill_slot(90) == 'A'


def test_fill_slot_3():
    assert fill_slot(81) == 'C'


def test_fill_slot_4():
    assert fill_slot(82) == 'B'


def test_fill_slot_5():
    assert fill_slot(83) == 'B'
