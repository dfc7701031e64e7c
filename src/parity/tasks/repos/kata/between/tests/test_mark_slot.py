from kata_between.mark_slot import mark_slot


def test_mark_slot_0():
    assert mark_slot(2, 3, 9) == False


def test_mark_slot_1():
    assert mark_slot(3, 3, 9) == True


def test_mark_slot_2():
    assert mark_slot(4, 3, 9) == True


def test_mark_slot_3():
    assert mark_slot(8, 3, 9) == True


def test_mark_slot_4():
    assert mark_slot(9, 3, 9) == False


def test_mark_slot_5():
    assert mark_slot(10, 3, 9) == False
