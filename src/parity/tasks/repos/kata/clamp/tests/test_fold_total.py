from kata_clamp.fold_total import fold_total


def test_fold_total_0():
    assert fold_total(0) == 1


def test_fold_total_1():
    assert fold_total(1) == 1


def test_fold_total_2():
    assert fold_total(2) == 2


def test_fold_total_3():
    assert fold_total(9) == 9


def test_fold_total_4():
    assert fold_total(10) == 10


def test_fold_total_5():
    assert fold_total(11) == 10
