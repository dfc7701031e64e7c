from kata_balance.fold_unit import fold_unit


def test_fold_unit_0():
    assert fold_unit([12, 7, 3]) == -1


def test_fold_unit_1():
    assert fold_unit([1, 2, 10, 10, 9, 5]) == 0


def test_fold_unit_2():
    assert fold_unit([19, 0]) == 0


def test_fold_unit_3():
    assert fold_unit([20, 20, 2]) == 3


def test_fold_unit_4():
    assert fold_unit([1, 7, 5, 13]) == -4


def test_fold_unit_5():
    assert fold_unit([10, 20, 3, 15, 19, 2]) == 0
