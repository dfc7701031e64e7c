from kata_wrap.fold_slot import fold_slot


def test_fold_slot_0():
    assert fold_slot(25) == 2


def test_fold_slot_1():
    assert fold_slot(8) == 9


def test_fold_slot_2():
    assert fold_slot(16) == 5


def test_fold_slot_3():
    assert fold_slot(2) == 3


def test_fold_slot_4():
    assert fold_slot(29) == 6


def test_fold_slot_5():
    assert fold_slot(10, 4, 2) == 0
