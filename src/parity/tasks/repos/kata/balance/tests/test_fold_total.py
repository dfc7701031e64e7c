from kata_balance.fold_total import fold_total


def test_fold_total_0():
    assert fold_total([10, 10]) == 2


def test_fold_total_1():
    assert fold_total([16, 18, 16, 5, 20, 18]) == 4


def test_fold_total_2():
    assert fold_total([16, 9, 4, 12, 14]) == 3


def test_fold_total_3():
    assert fold_total([5]) == -1


def test_fold_total_4():
    assert fold_total([5, 20, 11, 14]) == 0


def test_fold_total_5():
    assert fold_total([7, 1, 14, 12]) == 0
