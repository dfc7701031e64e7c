from kata_multiples.fold_slot import fold_slot


def test_fold_slot_0():
    assert fold_slot([10, -1, 10, -2]) == 0


def test_fold_slot_1():
    assert fold_slot([10, 18, 11, 18, 10, 20]) == 2


def test_fold_slot_2():
    assert fold_slot([4, 2, 7, 3, 8]) == 1


def test_fold_slot_3():
    assert fold_slot([-5, 19, 17, 0, 2, 8]) == 0


def test_fold_slot_4():
    assert fold_slot([-6, 0]) == 0


def test_fold_slot_5():
    assert fold_slot([-3, 2, 19, -6, 20, 0]) == 0
