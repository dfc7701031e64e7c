from kata_letter.adjust_slot import adjust_slot


def test_adjust_slot_0():
    assert adjust_slot(90) == 'B'


def test_adjust_slot_1():
    assert adjust_slot(91) == 'A'


def test_adjust_slot_2():
    assert adjust_slot(92) == 'A'


def test_adjust_slot_3():
    assert adjust_slot(82) == 'C'


def test_adjust_slot_4():
    assert adjust_slot(83) == 'B'


def test_adjust_slot_5():
    assert adjust_slot(84) == 'B'
